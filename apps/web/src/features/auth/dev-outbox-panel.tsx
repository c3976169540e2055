import { useQuery } from '@tanstack/react-query';
import { devOutboxQueryOptions } from './dev-outbox-query-options';

/**
 * Development only (rendered behind `import.meta.env.DEV`, so production builds drop it): the
 * newest e-mail the API sent `email`, read from the dev outbox, so a newcomer on `pnpm dev` can
 * open the link without a mail server.
 */
export function DevOutboxPanel({ email }: { email: string }) {
  const { data, isError } = useQuery(devOutboxQueryOptions(email));
  const message = data?.messages[0];
  return (
    <aside
      aria-labelledby="dev-outbox-title"
      className="rounded-xl border border-dashed border-slate-400 bg-white p-4 text-sm"
    >
      <h2 id="dev-outbox-title" className="font-semibold text-slate-900">
        Development mailbox
      </h2>
      <p className="mt-1 text-slate-600">
        Shown only in development: the e-mail just sent to this address.
      </p>
      <div role="status" className="mt-3">
        {isError ? (
          <p>The development outbox is not available (is the API running outside production?).</p>
        ) : message ? (
          <p>
            <span className="font-medium">{message.subject}</span>
            {message.link ? (
              <>
                {' — '}
                <a href={message.link} className="font-medium text-brand-800 underline">
                  Open the link from the e-mail
                </a>
              </>
            ) : null}
          </p>
        ) : (
          <p>Waiting for the e-mail…</p>
        )}
      </div>
    </aside>
  );
}
