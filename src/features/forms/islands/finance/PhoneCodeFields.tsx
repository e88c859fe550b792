import { useEffect, useRef } from 'react';
import { CODE_FIELD, PHONE_FIELD } from '../../rules/definitions/finance.ts';
import { FormAlert } from '../ErrorSummary.tsx';
import { Field } from '../Field.tsx';
import type { usePhoneVerification } from './usePhoneVerification.ts';

interface PhoneCodeFieldsProps {
  verification: ReturnType<typeof usePhoneVerification>;
  phone: string;
  code: string;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onPhone: (phone: string) => void;
  onCode: (code: string) => void;
  onPhoneError: (message: string | undefined) => void;
}

/** spec/site §4: mobile with Send Code / 'Resend Code' (phone disabled, help 'Code sent!', a countdown to the next resend), the code field, and the send error below it. */
export function PhoneCodeFields({
  verification,
  phone,
  code,
  errors,
  disabled,
  onPhone,
  onCode,
  onPhoneError,
}: PhoneCodeFieldsProps) {
  const { view, state } = verification;
  const sendButton = useRef<HTMLButtonElement>(null);
  // The send button goes quiet for the countdown, which dropped the focus to the page: the shopper goes on in the
  // code field instead (unless they already moved on while the code was on its way).
  useEffect(() => {
    const button = sendButton.current;
    if (state.status !== 'sent' || !button) return;
    if (document.activeElement !== button && document.activeElement !== document.body) return;
    (button.form?.elements.namedItem(CODE_FIELD.name) as HTMLInputElement | null)?.focus();
  }, [state.status]);
  const phoneField = { ...PHONE_FIELD, ...(view.help ? { help: view.help } : {}) };
  return (
    <>
      <Field
        field={phoneField}
        value={phone}
        error={errors['phone']}
        disabled={disabled || view.phoneDisabled}
        onChange={(value) => onPhone(String(value))}
      />
      <div className="form-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || view.busy || view.countdown !== ''}
          aria-busy={view.busy}
          ref={sendButton}
          onClick={async () => onPhoneError(await verification.send(phone))}
        >
          {view.button}
        </button>
        {state.status === 'sent' && (
          <button type="button" className="button button--ghost" onClick={verification.reset}>
            Change number
          </button>
        )}
      </div>
      <p className="field__help" aria-live="polite">
        {view.countdown}
      </p>
      <Field
        field={CODE_FIELD}
        value={code}
        error={errors['code']}
        disabled={disabled}
        onChange={(value) => onCode(String(value).replace(/\D/g, '').slice(0, 6))}
      />
      <FormAlert message={state.error} />
    </>
  );
}
