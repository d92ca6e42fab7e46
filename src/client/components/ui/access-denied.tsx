import { messages } from '../../../shared/messages.ts';

/** What someone without the right role sees instead of an admin section. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 lang="en" className="text-2xl font-bold text-stone-900">
        {messages.accessDenied.title}
      </h1>
      <p className="mt-2 text-stone-600">{messages.accessDenied.body}</p>
    </div>
  );
}
