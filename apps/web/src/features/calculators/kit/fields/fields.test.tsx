import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../test-support/description-of';
import { CheckboxGroupField } from './checkbox-group-field';
import { DateField } from './date-field';
import { FieldGroup } from './field-group';
import { IntegerField } from './integer-field';
import { MoneyField } from './money-field';
import { parseNumber } from './parse-number';
import { PercentField } from './percent-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { SliderField } from './slider-field';
import { TextField } from './text-field';
import { ToggleField } from './toggle-field';

const visas = [
  { value: 'nomad', label: 'Digital nomad' },
  { value: 'retiree', label: 'Retiree' },
  { value: 'student', label: 'Student' },
] as const;

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

  it('marks fields invalid by a message they share, read after their own', () => {
    render(
      <>
        <PercentField label="Stocks" value="60" onChange={() => undefined} groupErrorId="mix" />
        <PercentField
          label="Bonds"
          value="x"
          onChange={() => undefined}
          hint="10-year bonds"
          error="Bonds must be a number"
          groupErrorId="mix"
        />
        <p id="mix">Allocations must add up to 100%</p>
      </>,
    );
    const stocks = screen.getByRole('textbox', { name: 'Stocks' });
    const bonds = screen.getByRole('textbox', { name: 'Bonds' });
    expect([stocks, bonds].map((input) => input.getAttribute('aria-invalid'))).toEqual([
      'true',
      'true',
    ]);
    expect(descriptionOf(stocks)).toEqual(['Allocations must add up to 100%']);
    expect(descriptionOf(bonds)).toEqual([
      '10-year bonds',
      'Bonds must be a number',
      'Allocations must add up to 100%',
    ]);
    // The message is shown once, by whoever groups the fields.
    expect(screen.getAllByText('Allocations must add up to 100%')).toHaveLength(1);
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

  it('keeps free text as typed, within its length, and hands over its input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="Offer name"
        name="offers.0.name"
        value=""
        maxLength={12}
        placeholder="Offer 1"
        onChange={onChange}
        hint="Shown on the card"
        error="Name is too long"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Offer name' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('offers.0.name');
    expect(input.getAttribute('maxlength')).toBe('12');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual(['Shown on the card', 'Name is too long']);
    await user.type(input, 'A');
    expect(onChange).toHaveBeenCalledWith('A');
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

  it('shows a slider’s value beside it, reads it in words and reports a number', () => {
    const onChange = vi.fn();
    render(
      <SliderField
        label="Vesting period"
        name="vestingYears"
        min={1}
        max={7}
        value={4}
        format={(years) => `${years} years`}
        onChange={onChange}
        hint="1 to 7 years"
        error="Pick a whole number of years"
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Vesting period' });
    expect(slider.getAttribute('type')).toBe('range');
    expect(slider.getAttribute('name')).toBe('vestingYears');
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['1', '7']);
    expect(slider.getAttribute('step')).toBe('1');
    expect(slider.getAttribute('aria-valuetext')).toBe('4 years');
    expect(slider.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(slider)).toEqual(['1 to 7 years', 'Pick a whole number of years']);
    // Shown for sighted users only: screen readers hear it through aria-valuetext.
    expect(screen.getByText('4 years').getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(slider, { target: { value: '6' } });
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('names a checkbox group by its legend and reports the ticked values in option order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroupField
        legend="Visa types"
        name="visas"
        options={visas}
        values={['student']}
        onChange={onChange}
        hint="Leave all unticked to consider every visa."
        error="Select at least one visa"
      />,
    );
    const group = screen.getByRole('group', { name: 'Visa types' });
    const nomad = within(group).getByRole('checkbox', { name: 'Digital nomad' });
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Student' }).checked).toBe(
      true,
    );
    expect(nomad.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(nomad)).toEqual([
      'Leave all unticked to consider every visa.',
      'Select at least one visa',
    ]);
    await user.click(nomad);
    expect(onChange).toHaveBeenLastCalledWith(['nomad', 'student']);
    await user.click(within(group).getByRole('checkbox', { name: 'Student' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('leaves checkboxes valid and undescribed without a hint or error', () => {
    render(
      <CheckboxGroupField
        legend="Visa types"
        name="visas"
        options={visas}
        values={[]}
        onChange={() => undefined}
      />,
    );
    const nomad = screen.getByRole('checkbox', { name: 'Digital nomad' });
    expect(nomad.getAttribute('aria-invalid')).toBe('false');
    expect(nomad.getAttribute('aria-describedby')).toBeNull();
  });

  it('names a radio group by its legend, reads its hint and picks one value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroupField
        legend="Runway uses"
        name="runway"
        options={visas}
        value="nomad"
        onChange={onChange}
        hint="Pick one"
      />,
    );
    const group = screen.getByRole('group', { name: 'Runway uses' });
    expect(descriptionOf(group)).toEqual(['Pick one']);
    expect(
      within(group).getByRole<HTMLInputElement>('radio', { name: 'Digital nomad' }).checked,
    ).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Retiree' }));
    expect(onChange).toHaveBeenCalledWith('retiree');
  });

  it('names a group of fields by its legend', () => {
    render(
      <FieldGroup legend="Savings today" hint="What you hold now.">
        <MoneyField label="Current cash" value="" onChange={() => undefined} />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Savings today' });
    expect(within(group).getByRole('textbox', { name: 'Current cash' })).toBeTruthy();
    expect(within(group).getByText('What you hold now.')).toBeTruthy();
  });
});
