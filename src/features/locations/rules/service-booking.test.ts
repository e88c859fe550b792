import { describe, expect, it } from 'vitest';
import { bookServiceHref, serviceBookings } from './service-booking.ts';

const centre = (id: number, name: string, booking_url?: string, visible = true) => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  visible,
  primary: false,
  location_type: 'service' as const,
  ...(booking_url ? { booking_url } : {}),
});

describe('service booking per service centre (spec: service-booking page embedded from a configured URL)', () => {
  const locations = [
    centre(1, 'Zeta Service', 'https://booking.example.com/zeta'),
    centre(2, 'Alpha Service', 'https://booking.example.com/alpha'),
    centre(3, 'No Booking'),
    centre(4, 'Hidden', 'https://booking.example.com/hidden', false),
  ];

  it('gives every visible centre its own booking URL, not the first one for all', () => {
    expect(serviceBookings(locations).map((l) => [l.name, l.booking_url])).toEqual([
      ['Alpha Service', 'https://booking.example.com/alpha'],
      ['Zeta Service', 'https://booking.example.com/zeta'],
    ]);
  });

  it("links a card's 'Book a Service' to that centre's own booking", () => {
    expect(bookServiceHref(locations[0]!)).toBe('/service#service-booking-zeta-service');
    expect(bookServiceHref(locations[2]!)).toBe('/service#service-booking');
  });
});
