import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AscEvent } from '../rules/asc-events.ts';
import { pushAsc } from './asc-push.ts';

const pageview: AscEvent = {
  event: 'asc_pageview',
  event_owner: 'dealer-sites',
  page_type: 'parts',
  department: 'parts',
};

afterEach(() => vi.unstubAllGlobals());

describe('pushAsc', () => {
  it('creates the ASC data layer and the tag manager queue and pushes each event to both', () => {
    const page: Window = {} as Window;
    vi.stubGlobal('window', page);
    const call: AscEvent = {
      event: 'asc_click_to_call',
      event_owner: 'dealer-sites',
      page_type: 'parts',
      department: 'parts',
      comm_phone_number: '0755500101',
    };
    pushAsc(pageview, call);
    expect(page.asc_datalayer).toEqual([pageview, call]);
    expect(page.dataLayer).toEqual([pageview, call]);
  });

  it('keeps what the queues already hold and hands gtag the event name and its parameters', () => {
    const gtag = vi.fn();
    const page = { asc_datalayer: ['earlier'], dataLayer: ['gtm'], gtag } as unknown as Window;
    vi.stubGlobal('window', page);
    pushAsc(pageview);
    expect(page.asc_datalayer).toEqual(['earlier', pageview]);
    expect(page.dataLayer).toEqual(['gtm', pageview]);
    expect(gtag).toHaveBeenCalledWith('event', 'asc_pageview', {
      event_owner: 'dealer-sites',
      page_type: 'parts',
      department: 'parts',
    });
  });

  it('never breaks the page: a failing queue is warned about and the next event still goes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gtag = vi.fn().mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const page = { gtag } as unknown as Window;
    vi.stubGlobal('window', page);
    expect(() => pushAsc(pageview, pageview)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('ASC event failed', 'asc_pageview', expect.any(Error));
    expect(gtag).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
