import { describe, expect, it } from 'vitest';
import { latin1Html, latin1Text } from './latin1-html.ts';

describe('Latin-1 HTML', () => {
  it('writes characters beyond Latin-1 as numeric references and leaves Latin-1 ones (é, ©, £) alone', () => {
    expect(latin1Html('<b>Café © £5 – month’s deals…</b> 🚗')).toBe(
      '<b>Café © £5 &#8211; month&#8217;s deals&#8230;</b> &#128663;',
    );
  });

  it('escapes plain text before it is written as HTML', () => {
    expect(latin1Text(`Tom & Jerry's <"best"> ★`)).toBe('Tom &amp; Jerry&#39;s &lt;&quot;best&quot;&gt; &#9733;');
  });
});
