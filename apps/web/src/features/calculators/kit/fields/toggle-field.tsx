import type { ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';
import { useFieldDescription } from './use-field-description';

export interface ToggleFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | undefined;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (Radix Switch: role `switch`, Space toggles) with its label beside it. */
export function ToggleField({
  label,
  checked,
  onChange,
  hint,
  error,
  name,
  disabled,
  className,
}: ToggleFieldProps) {
  const { id, describedBy, ...messages } = useFieldDescription(hint, error);
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-center gap-3">
        <Switch.Root
          id={id}
          name={name}
          checked={checked}
          onCheckedChange={onChange}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors disabled:opacity-50 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {messages.hint}
      {messages.error}
    </div>
  );
}
