import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../../shared/messages.ts';
import { shellMessages } from '../../shared/shell-messages.ts';
import { linkButtonClass } from '../components/ui/link-button.tsx';

const text = shellMessages.errorPage;

/**
 * The router's fallback. It replaces the layout that failed, so it stands alone: no header, no
 * stores, and a plain link that reloads the app from a clean state.
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;

  return (
    <main
      id="main"
      className="grid min-h-dvh place-items-center bg-stone-50 px-4 py-12 text-center font-sans text-stone-800"
    >
      <div className="max-w-md">
        <img src="/images/logo.svg" width={64} height={64} alt="" className="mx-auto size-16" />
        <h1 lang="en" className="mt-6 text-2xl font-bold text-stone-900 sm:text-3xl">
          {messages.unexpectedError}
        </h1>
        <p className="mt-3 text-lg text-stone-600">{notFound ? text.notFound : text.failed}</p>
        {detail ? (
          <pre className="mt-4 overflow-x-auto rounded-lg bg-stone-100 p-3 text-left text-sm">
            {detail}
          </pre>
        ) : null}
        <a href="/" className={linkButtonClass('primary', 'mt-8')}>
          {text.home}
        </a>
      </div>
    </main>
  );
}
