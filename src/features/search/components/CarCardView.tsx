import type { CarCardData } from '../rules/card-data.ts';
import './car-card.css';

interface Props {
  card: CarCardData;
  /** Saved in favourites (the island passes it; static HTML starts unsaved and a script updates it). */
  saved?: boolean;
  /** Eager image loading for cards above the fold. Default: false (lazy). */
  eager?: boolean;
}

/**
 * One result card. The only card markup: the static search page renders it at build time (SearchStaticView,
 * ResultsGridView) and the search island and similar-cars carousel render it in the browser, so all look the same.
 */
export function CarCardView({ card, saved = false, eager = false }: Props) {
  return (
    <article className={card.sold ? 'car-card car-card--sold' : 'car-card'} data-car-id={card.id}>
      {/* biome-ignore lint/a11y/useAnchorContent: the image repeats the title link for pointers; hidden from assistive technology and the tab order */}
      <a className="car-card__media" href={card.href} tabIndex={-1} aria-hidden="true">
        {card.image === null ? (
          <span className="car-card__noimage">No image yet</span>
        ) : (
          <img
            src={card.image.src}
            srcSet={card.image.srcset ?? undefined}
            sizes="(min-width: 1100px) 300px, (min-width: 700px) 45vw, 100vw"
            alt=""
            width={640}
            height={427}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {card.tag?.kind === 'text' && <span className="car-card__tag">{card.tag.text}</span>}
        {card.tag?.kind === 'certified' && (
          <span className="car-card__tag car-card__tag--certified">Toyota Certified</span>
        )}
      </a>
      {card.favourite !== null && (
        <button
          type="button"
          className="car-card__favourite"
          data-favourite={JSON.stringify(card.favourite)}
          aria-pressed={saved}
          aria-label={`Save ${card.title} to favourites`}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      )}
      <div className="car-card__body">
        <h3 className="car-card__title">
          <a href={card.href}>{card.title}</a>
        </h3>
        <p className="car-card__price" data-price="">
          <span className="car-card__amount">{card.priceText}</span>
          {card.priceLabel !== null && <span className="car-card__label"> {card.priceLabel}</span>}
          {card.wasText !== null && (
            <s className="car-card__was">
              <span className="visually-hidden">Was </span>
              {card.wasText}
            </s>
          )}
        </p>
        {card.weeklyText !== null && (
          <p className="car-card__weekly">
            {card.weeklyText}
            <span className="muted"> estimate</span>
            {card.comparisonText !== null && <span className="car-card__comparison muted"> {card.comparisonText}</span>}
          </p>
        )}
        <ul className="car-card__specs">
          {card.specs.map((spec) => (
            <li key={spec.label}>
              <span className="visually-hidden">{spec.label}: </span>
              {spec.value}
            </li>
          ))}
        </ul>
        <p className="car-card__location muted">
          {card.location}
          {card.distanceText !== null && <span className="car-card__distance"> · {card.distanceText}</span>}
        </p>
        <div className="car-card__actions">
          {card.buttons.map((button) => (
            <a
              key={button.action}
              className={button.action === 'details' ? 'button' : 'button button--ghost'}
              href={button.href}
              data-action={button.action}
              aria-label={button.action === 'details' ? `View details of ${card.title}` : undefined}
            >
              {button.text}
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}
