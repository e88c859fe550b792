import { useEffect, useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import './forms.css';
import { track } from '../../analytics/client/data-layer.ts';
import { callJson } from '../client/api.ts';
import { currentUser, signOut, type SessionUser } from '../client/session.ts';
import { CODE_FIELD } from '../rules/definitions/finance.ts';
import { safePath } from '../rules/gates.ts';
import { LEAD_EVENTS } from '../rules/lead-events.ts';
import { CodeSchema } from '../rules/schemas/fields.ts';
import { MESSAGES } from '../rules/schemas/messages.ts';
import { ErrorSummary, FormAlert } from './ErrorSummary.tsx';
import { PhoneCodeFields } from './finance/PhoneCodeFields.tsx';
import { usePhoneVerification } from './finance/usePhoneVerification.ts';

/** spec: sign-in login status. */
type LoginStatus = 'idle' | 'verificationSent' | 'verificationSubmitted';

/** /sign-in?type=&redirect=&back=: sign in with a code texted to the shopper's mobile; sign out when signed in. */
export default function SignInForm({ website }: { website: string }) {
  const verification = usePhoneVerification('/api/auth/sign-in', { website });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [user, setUser] = useState<SessionUser | null>();
  const [busy, setBusy] = useState(false);
  // Read after hydration: the page is prerendered without a query, and React keeps prerendered attributes.
  const [targets, setTargets] = useState({ redirect: '/', back: '/' });
  const { redirect, back } = targets;
  const status: LoginStatus = busy
    ? 'verificationSubmitted'
    : verification.state.status === 'sent'
      ? 'verificationSent'
      : 'idle';

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setTargets({ redirect: safePath(params.get('redirect')), back: safePath(params.get('back')) });
    void currentUser().then((u) => setUser(u ?? null));
  }, []);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = v.safeParse(CodeSchema, code);
    if (verification.state.status !== 'sent') return setErrors({ phone: MESSAGES.sendCodeFirst });
    if (!parsed.success) return setErrors({ code: parsed.issues[0].message });
    setErrors({});
    setBusy(true);
    const answer = await callJson('POST', '/api/auth/verify', {
      phone: verification.state.phone,
      token: parsed.output,
      type: 'sms',
    });
    if (!answer.ok) {
      setBusy(false);
      if (answer.status === 400) return setErrors({ code: answer.fields['code'] ?? answer.error });
      return setFormError(answer.error);
    }
    track(LEAD_EVENTS.codeVerified, { purpose: 'sign-in' });
    window.location.assign(redirect);
  };

  if (user) {
    return (
      <div className="lead-form" data-ready="true">
        <p>You are signed in{user.phone ? ` with ${user.phone}` : ''}.</p>
        <div className="form-actions">
          <a className="button" href={redirect}>
            Continue
          </a>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void signOut().then(() => setUser(null))}
          >
            Sign Out
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="lead-form"
      aria-label="Sign in"
      noValidate
      onSubmit={onSubmit}
      data-status={status}
      data-ready={user === null ? 'true' : undefined}
    >
      <ErrorSummary errors={errors} labels={{ phone: 'Mobile', code: CODE_FIELD.label }} />
      <PhoneCodeFields
        verification={verification}
        phone={phone}
        code={code}
        errors={errors}
        disabled={busy}
        onPhone={setPhone}
        onCode={setCode}
        onPhoneError={(message) => setErrors(message ? { phone: message } : {})}
      />
      <FormAlert message={formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || user === undefined}>
          {busy ? 'Signing in…' : 'Sign In'}
        </button>
        <a href={back}>Back</a>
      </div>
    </form>
  );
}
