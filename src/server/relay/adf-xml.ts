/** Text as XML character data: markup escaped, characters XML 1.0 cannot carry removed. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** `<name attributes>value</name>`, or '' when the value is missing (for optional elements). */
export const element = (name: string, value: string | number | undefined, attributes = ''): string =>
  value === undefined || value === '' ? '' : required(name, value, attributes);

/** `<name attributes>value</name>` even when empty (for elements the DTD requires). */
export const required = (name: string, value: string | number | undefined, attributes = ''): string =>
  `<${name}${attributes}>${escapeXml(String(value ?? ''))}</${name}>`;

/** Lines of a `<comments>` element, '' when there are none. */
export const comments = (lines: readonly string[]): string => element('comments', lines.join('\n'));
