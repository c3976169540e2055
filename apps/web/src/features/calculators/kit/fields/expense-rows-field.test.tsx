import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { ExpenseRowsField } from './expense-rows-field';
import { TextField } from './text-field';

interface Row {
  key: string;
  name: string;
}

let made = 0;
const newRow = (): Row => ({ key: `row-${(made += 1)}`, name: '' });

function Rows({ initial, maxRows = 3 }: { initial: Row[]; maxRows?: number }) {
  const [rows, setRows] = useState(initial);
  return (
    <ExpenseRowsField
      legend="Expenses"
      hint="Bills to cover."
      rows={rows}
      onChange={setRows}
      newRow={newRow}
      maxRows={maxRows}
      columnsClassName="sm:grid-cols-2"
    >
      {(row, { which, path, update, removeButton }) => (
        <>
          <TextField
            label={<>Name {which}</>}
            name={`${path}.name`}
            value={row.name}
            onChange={(name) => update({ name })}
          />
          {removeButton}
        </>
      )}
    </ExpenseRowsField>
  );
}

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

describe('ExpenseRowsField', () => {
  it('names each row’s fields by its number and edits the row in place', async () => {
    const user = userEvent.setup();
    render(<Rows initial={[{ key: 'a', name: 'Rent' }, newRow()]} />);
    const second = screen.getByRole('textbox', { name: 'Name of expense 2' });
    expect(second.getAttribute('name')).toBe('expenses.1.name');
    await user.type(second, 'Phone');
    expect(second).toHaveProperty('value', 'Phone');
    expect(screen.getByRole('textbox', { name: 'Name of expense 1' })).toHaveProperty(
      'value',
      'Rent',
    );
  });

  it('adds a row with the cursor in it and removes one, with the product’s notices', async () => {
    const user = userEvent.setup();
    render(<Rows initial={[]} />);
    expect(screen.getByText('No expenses listed.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add expense' });
    await user.click(add);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name of expense 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove expense 1' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    // The removed row held focus: it goes to the button that stays.
    expect(document.activeElement).toBe(add);
    expect(toastTitles()).toEqual(
      expect.arrayContaining(['Expense added successfully', 'Expense removed successfully']),
    );
  });

  it('adds no more rows than the engine accepts, and says so', () => {
    render(<Rows initial={[newRow(), newRow()]} maxRows={2} />);
    expect(screen.getByRole('button', { name: 'Add expense' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You can list up to 2 expenses.')).toBeTruthy();
  });
});
