import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from './field-errors';
import { MoneyField } from './money-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Two fields and a Calculate that files `found` as new messages each time it is pressed. */
function Form({ found }: { found: FieldErrors }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [texts, setTexts] = useState({ income: '', savings: '' });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ ...found });
      }}
    >
      <MoneyField
        label="Income"
        value={texts.income}
        onChange={(income) => setTexts({ ...texts, income })}
        error={errors.income}
      />
      <MoneyField
        label="Savings"
        value={texts.savings}
        onChange={(savings) => setTexts({ ...texts, savings })}
        error={errors.savings}
      />
      <button type="submit">Calculate</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus to the first invalid field of the container after a calculate', async () => {
    const user = userEvent.setup();
    render(<Form found={{ savings: 'Savings cannot be negative' }} />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Savings' }));
  });

  it('leaves focus alone while typing, and moves it again on the next calculate', async () => {
    const user = userEvent.setup();
    render(<Form found={{ savings: 'Savings cannot be negative' }} />);
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await user.click(calculate);
    await user.type(screen.getByRole('textbox', { name: 'Income' }), '12');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Income' }));
    await user.click(calculate);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Savings' }));
  });

  it('does nothing when a calculate finds no issues', async () => {
    const user = userEvent.setup();
    render(<Form found={{}} />);
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await user.click(calculate);
    expect(document.activeElement).toBe(calculate);
  });
});
