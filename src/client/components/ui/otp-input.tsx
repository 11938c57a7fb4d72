import type { ComponentProps } from 'react';
import { cn } from '~/client/lib/cn';
import { Input } from './input';

/**
 * One input for a numeric one-time code: digits only, at most `length`, with the OS code autofill hint.
 * `onComplete` fires when the last digit arrives (typed or pasted).
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  length?: number;
}) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      value={value}
      onChange={(e) => {
        // No maxLength attribute: it would cut a pasted '123 456' to '123 45'. Keep the digits, then cut.
        const digits = e.target.value.replace(/\D/g, '').slice(0, length);
        onChange(digits);
        if (digits.length === length && digits !== value) onComplete?.(digits);
      }}
      className={cn(
        'h-14 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em] tabular-nums',
        className,
      )}
      {...props}
    />
  );
}
