import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddRowForm } from './add-row-form';
import type { DraftCheck } from './add-row-form';
import { parseNumber } from './parse-number';
import { TextField } from './text-field';

interface Draft {
  name: string;
  amount: string;
  kind: 'need' | 'want';
}

interface Row {
  name: string;
  amount: number;
  kind: 'need' | 'want';
}

const empty: Draft = { name: '', amount: '', kind: 'need' };

const check = (draft: Draft): DraftCheck<Draft, Row> => {
  const name = draft.name.trim();
  const amount = parseNumber(draft.amount);
  if (name === '') return { ok: false, errors: { name: 'Name it' } };
  if (amount === undefined || amount < 0) return { ok: false, errors: { amount: 'Not an amount' } };
  return { ok: true, row: { name, amount, kind: draft.kind } };
};

function Rows({
  onAdd,
  full = false,
  keepKind = false,
}: {
  onAdd: (row: Row) => void;
  full?: boolean;
  keepKind?: boolean;
}) {
  return (
    <AddRowForm
      label="Add a row"
      empty={empty}
      check={check}
      onAdd={onAdd}
      ready={() => !full}
      {...(keepKind ? { next: (added: Draft) => ({ ...empty, kind: added.kind }) } : {})}
    >
      {({ draft, errors, change, setDraft, nameRef, ready }) => (
        <>
          <TextField
            ref={nameRef}
            label="Name"
            value={draft.name}
            onChange={(text) => change('name', text)}
            error={errors.name}
          />
          <TextField
            label="Amount"
            value={draft.amount}
            onChange={(text) => change('amount', text)}
            error={errors.amount}
          />
          <button type="button" onClick={() => setDraft({ ...draft, kind: 'want' })}>
            Want
          </button>
          <button type="submit" disabled={!ready}>
            Add
          </button>
        </>
      )}
    </AddRowForm>
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('AddRowForm', () => {
  it('adds the checked row with Enter, starts over and puts the cursor back in the name', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<Rows onAdd={onAdd} />);
    await user.type(field('Name'), ' Rent ');
    await user.type(field('Amount'), '1,500{Enter}');
    expect(onAdd).toHaveBeenCalledWith({ name: 'Rent', amount: 1500, kind: 'need' });
    expect(field('Name').value).toBe('');
    expect(field('Amount').value).toBe('');
    expect(document.activeElement).toBe(field('Name'));
  });

  it('starts the next draft as the feature says', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<Rows onAdd={onAdd} keepKind />);
    await user.click(screen.getByRole('button', { name: 'Want' }));
    await user.type(field('Name'), 'Films');
    await user.type(field('Amount'), '10{Enter}');
    await user.type(field('Name'), 'Books');
    await user.type(field('Amount'), '20{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith({ name: 'Books', amount: 20, kind: 'want' });
  });

  it('shows the check’s messages at their fields, adds nothing, and clears one as it is typed', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<Rows onAdd={onAdd} />);
    await user.type(field('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Name it')).toBeTruthy();
    // The name's own message takes the cursor there.
    expect(document.activeElement).toBe(field('Name'));
    await user.type(field('Name'), 'Rent');
    expect(screen.queryByText('Name it')).toBeNull();
    await user.clear(field('Amount'));
    await user.type(field('Amount'), 'lots{Enter}');
    expect(screen.getByText('Not an amount')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds nothing while the draft is not ready', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<Rows onAdd={onAdd} full />);
    await user.type(field('Name'), 'Rent');
    await user.type(field('Amount'), '5{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
  });
});
