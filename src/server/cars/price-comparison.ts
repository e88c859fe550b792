import type { FunctionsCar } from './functions-car.ts';

/** spec/shopper §3 price comparison result. `fill` is where the listing sits in the market range, 0 to 100. */
export interface PriceComparison {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
}

/** Half-width of the market range around the average market price. */
export const MARKET_SPREAD = 0.075;

/**
 * The comparison for a car from its market data, or undefined without data. Confidence is higher
 * when the state and national averages agree (within 10%).
 */
export function priceComparison(car: Pick<FunctionsCar, 'price' | 'autograb_data'>): PriceComparison | undefined {
  const data = car.autograb_data;
  if (!data || data.average_market_price <= 0 || car.price <= 0) return undefined;
  const min = Math.round(data.average_market_price * (1 - MARKET_SPREAD));
  const max = Math.round(data.average_market_price * (1 + MARKET_SPREAD));
  const agree =
    Math.abs(data.state_average_market_price - data.average_market_price) / data.average_market_price <= 0.1;
  const fill = Math.round(Math.min(1, Math.max(0, (car.price - min) / (max - min))) * 100);
  const description =
    car.price < min ? 'Below the market range' : car.price > max ? 'Above the market range' : 'Within the market range';
  return {
    fill,
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: agree ? 0.8 : 0.5,
    description,
  };
}
