/** The collection notice under every lead form, linking the privacy policy (Privacy Act 1988, APP 5); a tenant's own statement replaces the first sentence. */
export function PrivacyNotice({ privacy }: { privacy: { path: string; statement?: string | undefined } }) {
  return (
    <p className="form-privacy muted">
      {privacy.statement ?? 'We use your details only to answer this request.'} Read our{' '}
      <a href={privacy.path}>Privacy Policy</a>.
    </p>
  );
}
