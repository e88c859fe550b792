/** Characters XML 1.0 cannot carry: C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF. */
const notXmlChar = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
};

/** Text as XML character data: markup escaped, characters XML 1.0 cannot carry removed. */
export const escapeXml = (text: string): string =>
  Array.from(text, (ch) => (notXmlChar(ch) ? '' : ch))
    .join('')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** `<name attributes>value</name>`, or '' when the value is missing (for optional elements). */
export const element = (name: string, value: string | number | undefined, attributes = ''): string =>
  value === undefined || value === '' ? '' : required(name, value, attributes);

/** `<name attributes>value</name>` even when empty (for elements the DTD requires). */
export const required = (name: string, value: string | number | undefined, attributes = ''): string =>
  `<${name}${attributes}>${escapeXml(String(value ?? ''))}</${name}>`;

/** Lines of a `<comments>` element, '' when there are none. */
export const comments = (lines: readonly string[]): string => element('comments', lines.join('\n'));
