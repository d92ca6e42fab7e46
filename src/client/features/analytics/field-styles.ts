/** One look for the dashboard's filter controls. */
export const fieldClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30';
export const labelClass = 'mb-1 block text-sm font-medium text-stone-700';
