/** A small turning ring; decorative, so pair it with text. */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700 motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    />
  );
}
