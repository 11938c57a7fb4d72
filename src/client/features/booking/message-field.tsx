import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Textarea } from '~/client/components/ui/input';
import { t } from './strings';

/** The optional message: opened by 'Lägg till meddelande', removable (which clears it). */
export function MessageField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  // Opened by the visitor, or already open because a message was written before (back from confirmation, draft).
  const [open, setOpen] = useState(value !== '');
  if (!open) {
    return (
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        disabled={disabled}
        className="w-full sm:w-auto"
      >
        <Plus aria-hidden="true" />
        {t.addMessage}
      </Button>
    );
  }
  return (
    <div className="relative">
      <Field id="booking-notes" label={t.messageLabel}>
        <Textarea
          id="booking-notes"
          value={value}
          maxLength={500}
          autoFocus={value === ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.removeMessage}
        disabled={disabled}
        className="absolute -top-3 -right-2"
        onClick={() => {
          onChange('');
          setOpen(false);
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
