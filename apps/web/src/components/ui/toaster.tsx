import { Toast } from 'radix-ui';
import { cn } from '@/lib/cn';
import { TOAST_DURATION_MS } from './toast-store';
import type { ToastVariant } from './toast-store';
import { useToast } from './use-toast';

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-brand-300 bg-brand-50 text-brand-950',
  error: 'border-red-300 bg-red-50 text-red-950',
};

/** Renders the toasts raised through `useToast` (Radix Toast: F8 focuses them). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', duration }) => (
        <Toast.Root
          key={id}
          duration={duration}
          type={variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
          className={cn(
            'pointer-events-auto relative flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in',
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-md p-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none print:hidden" />
    </Toast.Provider>
  );
}
