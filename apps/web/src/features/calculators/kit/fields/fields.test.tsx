import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { IntegerField } from './integer-field';
import { MoneyField } from './money-field';
import { parseNumber } from './parse-number';
import { PercentField } from './percent-field';
import { SelectField } from './select-field';
import { ToggleField } from './toggle-field';

function ControlledMoney({ onValue }: { onValue: (value: number | undefined) => void }) {
  const [text, setText] = useState('');
  return (
    <MoneyField
      label="Current savings"
      value={text}
      onChange={(next) => {
        setText(next);
        onValue(parseNumber(next));
      }}
    />
  );
}

describe('kit fields', () => {
  it('ties the label to the input and shows no error by default', () => {
    render(<MoneyField label="Current savings" value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Current savings' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('shows the message next to the field and wires aria-invalid and aria-describedby', () => {
    render(
      <PercentField
        label="Inflation rate"
        value="abc"
        onChange={() => undefined}
        hint="Yearly, in percent"
        error="Please enter valid numbers for all required fields."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Inflation rate' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Yearly, in percent',
      'Please enter valid numbers for all required fields.',
    ]);
  });

  it('keeps non-number text as typed and never reports NaN', async () => {
    const user = userEvent.setup();
    const values: Array<number | undefined> = [];
    render(<ControlledMoney onValue={(value) => values.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Current savings' });
    await user.type(input, '12x');
    expect((input as HTMLInputElement).value).toBe('12x');
    expect(values).toEqual([1, 12, undefined]);
    expect(values.some((value) => Number.isNaN(value))).toBe(false);
  });

  it('renders integer and date fields with their label', () => {
    render(
      <>
        <IntegerField label="Break duration" value="12" onChange={() => undefined} suffix="mo" />
        <DateField label="Start date" value="2026-03-01" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Break duration' }).getAttribute('inputmode')).toBe(
      'numeric',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe('2026-03-01');
  });

  it('selects an option by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SelectField
        label="Destination"
        value=""
        placeholder="Select a destination"
        options={[
          { value: 'bali', label: 'Bali' },
          { value: 'lisbon', label: 'Lisbon' },
        ]}
        onChange={onChange}
        error="Please select a destination"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Destination' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(select, 'Lisbon');
    expect(onChange).toHaveBeenCalledWith('lisbon');
  });

  it('toggles a switch from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleField label="Temporary" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Temporary' });
    toggle.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
