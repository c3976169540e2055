import { Field } from './field';
import type { FieldBaseProps } from './field';

export interface SliderFieldProps extends FieldBaseProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** Defaults to 1: most of the product's sliders move in whole units. */
  step?: number;
  /** How the value reads, e.g. '15%' or '7 days': shown beside the slider and read out. */
  format: (value: number) => string;
}

/**
 * A value picked on a scale (a native range input, so arrow keys, Page Up/Down, Home and End
 * work) with the value in words beside it. Unlike the number fields it holds a number: a slider
 * cannot be half-typed.
 */
export function SliderField({
  value,
  onChange,
  min,
  max,
  step = 1,
  format,
  ...field
}: SliderFieldProps) {
  const text = format(value);
  return (
    <Field {...field}>
      {(control) => (
        <div className="flex items-center gap-3">
          <input
            {...control}
            type="range"
            min={min}
            max={max}
            step={step}
            value={value}
            aria-valuetext={text}
            onChange={(event) => onChange(Number(event.target.value))}
            className="h-10 w-full min-w-0 cursor-pointer accent-brand-700"
          />
          {/* Screen readers hear the same through aria-valuetext, with the slider. */}
          <span
            aria-hidden="true"
            className="min-w-12 shrink-0 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums"
          >
            {text}
          </span>
        </div>
      )}
    </Field>
  );
}
