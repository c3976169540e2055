import { adminAuditActionSchema, adminAuditQuerySchema } from '@freedompath/contracts';
import type { AdminAuditAction, AdminAuditEntry } from '@freedompath/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RetryNotice } from '@/components/ui/retry-notice';
import { LoadMore } from './load-more';
import { formatMoment } from './admin-format';
import { adminAuditQueryOptions } from './admin-queries';
import type { AuditFilters } from './admin-queries';
import { useExitOnForbidden } from './use-forbidden-exit';

export const AUDIT_ACTION_NAMES: Record<AdminAuditAction, string> = {
  grant_complimentary_access: 'Granted complimentary access',
  revoke_complimentary_access: 'Revoked complimentary access',
  reset_quota: 'Reset quota',
  disable_account: 'Disabled account',
  enable_account: 'Enabled account',
  refresh_analytics: 'Refreshed analytics',
};

const NO_FILTERS: AuditFilters = { actor: '', target: '', action: '' };
const inputClass =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm';
const cell = 'px-3 py-3 align-top';

/** What the entry recorded, as `name: value` pairs; nothing to say reads as a dash. */
function detailsText(details: AdminAuditEntry['details']): string {
  const parts = Object.entries(details).map(
    ([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return parts.length > 0 ? parts.join(', ') : '—';
}

function targetText(entry: AdminAuditEntry): string {
  if (entry.targetDeleted) return 'Deleted account';
  return entry.targetEmail ?? '—';
}

/** The filters as typed, checked by the API's own rules; the first problem of each field. */
function checkFilters(filters: AuditFilters): Partial<Record<'actor' | 'target', string>> {
  const parsed = adminAuditQuerySchema.safeParse({
    ...(filters.actor.trim() === '' ? {} : { actor: filters.actor }),
    ...(filters.target.trim() === '' ? {} : { target: filters.target }),
  });
  const problems: Partial<Record<'actor' | 'target', string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'actor' || field === 'target') problems[field] ??= issue.message;
  }
  return problems;
}

function FilterField({
  label,
  hint,
  value,
  problem,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        placeholder={hint}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Audit Log: what each admin did, to whom and when, newest first, filtered by admin,
 * account (an id or an e-mail address each) and action, a page at a time. Filters apply when
 * the form is sent, since half an address matches nothing.
 */
export function AuditLog() {
  const headingId = useId();
  const actionId = useId();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [problems, setProblems] = useState<Partial<Record<'actor' | 'target', string>>>({});
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const entries = useInfiniteQuery({
    ...adminAuditQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
  useExitOnForbidden(entries.error);
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filters.actor !== '' || filters.target !== '' || filters.action !== '';

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = checkFilters(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setFilters({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() });
  }

  function clear() {
    setDraft(NO_FILTERS);
    setProblems({});
    setFilters(NO_FILTERS);
  }

  let body;
  if (entries.data === undefined && !entries.isError) {
    body = (
      <p role="status" className="mt-4 text-slate-600">
        Loading the audit log...
      </p>
    );
  } else if (entries.data === undefined) {
    body = (
      <RetryNotice className="mt-4" onRetry={() => void entries.refetch()}>
        We could not load the audit log.
      </RetryNotice>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="mt-4 text-slate-600">
        {filtered ? 'No audit entries match these filters.' : 'No admin actions recorded yet.'}
      </p>
    );
  } else {
    body = (
      <>
        <div
          role="region"
          aria-label="Audit log table"
          tabIndex={0}
          aria-busy={entries.isPlaceholderData || undefined}
          className="-mx-3 mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full min-w-[48rem] text-sm">
            <thead className="text-slate-600">
              <tr className="border-b border-slate-200">
                {['When', 'Admin', 'Action', 'Account', 'Details'].map((name) => (
                  <th key={name} scope="col" className="px-3 py-2 text-left font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
                    {formatMoment(entry.createdAt)}
                  </th>
                  <td className={`${cell} break-all`}>{entry.actorEmail}</td>
                  <td className={cell}>{AUDIT_ACTION_NAMES[entry.action]}</td>
                  <td className={`${cell} break-all`}>{targetText(entry)}</td>
                  <td className={`${cell} break-all text-slate-700`}>
                    {detailsText(entry.details)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore
          pages={entries}
          label="Load more entries"
          failure="We could not load more entries."
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Audit Log
        </h2>
        <form
          aria-label="Filter the audit log"
          noValidate
          onSubmit={apply}
          className="mt-4 grid gap-4 md:grid-cols-3"
        >
          <FilterField
            label="Admin"
            hint="id or e-mail"
            value={draft.actor}
            problem={problems.actor}
            onChange={(actor) => setDraft({ ...draft, actor })}
          />
          <FilterField
            label="Account"
            hint="id or e-mail"
            value={draft.target}
            problem={problems.target}
            onChange={(target) => setDraft({ ...draft, target })}
          />
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor={actionId} className="text-sm font-medium text-slate-800">
              Action
            </label>
            <select
              id={actionId}
              value={draft.action}
              onChange={(event) =>
                setDraft({ ...draft, action: event.target.value as AuditFilters['action'] })
              }
              className={inputClass}
            >
              <option value="">Any action</option>
              {adminAuditActionSchema.options.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_NAMES[action]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-3 md:col-span-3">
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="secondary" onClick={clear}>
              Clear filters
            </Button>
          </div>
        </form>
        <p aria-live="polite" className="sr-only">
          {entries.isSuccess && !entries.isPlaceholderData
            ? `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} shown`
            : ''}
        </p>
        {body}
      </Card>
    </section>
  );
}
