import type { PromoCard } from '../../../config/promos-schema.ts';

/**
 * A promotional card in the results grid; its window rides along so the browser can enforce it on prerendered pages.
 * An article, not a landmark: one card may show at several positions of a page, and landmarks need unique names.
 */
export function PromoCardView({ promo }: { promo: PromoCard }) {
  return (
    <article className="promo-card" aria-label={promo.title} data-start={promo.start} data-expiry={promo.expiry}>
      {promo.image !== undefined && (
        <img src={promo.image} alt="" width={640} height={427} loading="lazy" decoding="async" />
      )}
      <div className="promo-card__body">
        <h3>{promo.title}</h3>
        {promo.text !== '' && <p>{promo.text}</p>}
        <a className="button" href={promo.href}>
          {promo.cta}
        </a>
      </div>
    </article>
  );
}
