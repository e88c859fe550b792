import type { Location } from '../../../../config/location-schema.ts';
import type { Car, CarType } from '../../rules/car-schema.ts';
import { canSpin, carHotspots, carImages, carVideo, spinImages } from './car-media.ts';
import { pickInterior, pickPaint } from './colours.ts';
import { writeComments } from './comments.ts';
import { pickEquipment } from './equipment.ts';
import { pickLenders } from './finance-lenders.ts';
import { carSlug, generateNvic, isoDate, yearMonth } from './identity.ts';
import { addLaterFields } from './later-fields.ts';
import { listingState } from './listing-state.ts';
import type { ModelChooser } from './model-choice.ts';
import type { Random } from './prng.ts';
import { dealerRound, valueVehicle } from './pricing.ts';
import { generatePlate } from './rego.ts';
import { categoriesFor, specFields } from './specs.ts';
import { UTE_CABS, pickCab } from './ute-cabs.ts';
import { WMI_BY_MAKE, generateVin } from './vin.ts';

const DAY = 86_400;

/** Everything one record is built from; random is the car's own stream. */
export interface CarContext {
  id: number;
  random: Random;
  /** The car's second stream, for fields added later (see addLaterFields): drawing from it never moves `random`. */
  extras: Random;
  location: Location;
  chooser: ModelChooser;
  carTypes: readonly (readonly [CarType, number])[];
  nowSeconds: number;
  refYear: number;
}

/** One stock record, valid against CarSchema. */
export function buildCar({ id, random, extras, location, chooser, carTypes, nowSeconds, refYear }: CarContext): Car {
  const carType: CarType = location.location_type === 'car-buying' ? 'used' : random.weighted(carTypes);
  const model = chooser.choose(random, carType);
  const badgeIndex = random.int(0, model.badges.length - 1);
  const badge = model.badges[badgeIndex] ?? '';
  const value = valueVehicle(random, model, badgeIndex, carType, refYear);
  const listing = listingState(random, nowSeconds);
  const paint = pickPaint(random);
  const name = `${value.year} ${model.make} ${model.model} ${badge}`.trim();
  const equipment = pickEquipment(random, model.itemType);
  const cab = model.body === 'Ute' ? pickCab(random, badgeIndex) : undefined;
  const shape = cab === undefined ? model.shape : UTE_CABS[cab].shape;
  const images = carImages(random, shape, paint.media);
  const preorder = listing.status === 'coming_soon' && carType === 'new' && random.chance(0.3);
  const price = preorder || random.chance(0.01) ? 0 : value.price;
  const car: Car = {
    id,
    slug: carSlug(value.year, model.make, model.model, badge, id),
    name,
    year: value.year,
    make: model.make,
    model: model.model,
    badge,
    colour: paint.colour,
    price,
    preorder,
    price_type: carType === 'new' && random.chance(0.15) ? 'excl_gov_charges' : 'drive_away',
    km: value.km,
    car_type: carType,
    item_type: model.itemType,
    status: listing.status,
    reserved: listing.reserved,
    certified: false,
    show_on_dealer_website: listing.show_on_dealer_website,
    created_at: new Date(listing.createdAt * 1000).toISOString(),
    stocknum: `${carType.charAt(0).toUpperCase()}${String(id).padStart(6, '0')}`,
    images,
    spin_images: [],
    dealercomments: writeComments(random, {
      name,
      carType,
      itemType: model.itemType,
      km: value.km,
      locationName: location.name,
      highlights: equipment.standardEquipment,
    }),
    standardEquipment: equipment.standardEquipment,
    filtered_features: equipment.filtered_features,
    views: Math.floor(random.next() ** 2 * 900),
    location_id: location.id,
    location_name: location.name,
    dealership_id: location.dealership_id,
    dealership_slug: location.dealership_slug,
    city: location.address.city,
    state: location.address.state,
    categories: categoriesFor(model, price),
    custom_rank: random.int(0, 1000) + (carType === 'new' ? 150 : 0),
    ...specFields(random, model, cab),
  };
  if (model.series !== undefined) car.series = model.series;
  if (model.itemType !== 'motorcycle' && model.itemType !== 'caravan') car.interior_colour = pickInterior(random);
  if (listing.soldAt !== undefined) car.sold_date_timestamp = listing.soldAt;
  const firstImage = images[0];
  if (firstImage) car.primary_image_url = firstImage.url;
  if (price > 0 && random.chance(0.06)) car.before_price = dealerRound(price + random.int(1000, 4000));
  if (carType === 'new' && price > 0 && random.chance(0.2)) car.subscription_price = Math.round(price / 180);
  const tag =
    carType === 'demo' && random.chance(0.15)
      ? 'Test Drive Only'
      : random.chance(0.03)
        ? random.pick(['Price Drop', 'One Owner', 'Low Kms'])
        : undefined;
  if (tag !== undefined) car.tag = tag;
  const age = refYear - value.year;
  car.certified =
    model.make === 'Toyota' && carType === 'used' && age <= 6 && value.km <= 160_000 && random.chance(0.7);
  if (random.chance(0.97)) car.vin = generateVin(random, WMI_BY_MAKE[model.make] ?? '6U9', value.year);
  if (model.itemType === 'car' && random.chance(0.8)) car.nvic = generateNvic(random);
  if (carType === 'used' || (carType === 'demo' && random.chance(0.5))) {
    car.regplate = generatePlate(random, location.address.state);
    car.rego_expiry = isoDate(nowSeconds + random.int(-40, 360) * DAY);
  }
  const buildMonth = random.int(1, 12);
  car.build_date = yearMonth(value.year - (buildMonth > 9 ? 1 : 0), buildMonth > 9 ? buildMonth : buildMonth + 2);
  car.compliance_date = yearMonth(value.year, Math.min(12, (buildMonth > 9 ? 1 : buildMonth + 2) + 1));
  if (random.chance(0.03)) car.video_url = carVideo(random);
  if (canSpin(paint.media) && images.length > 0 && random.chance(0.34)) {
    car.spin_images = spinImages(shape);
    car.spin_code = `SPN${id}`;
    if (random.chance(0.25)) car.hotspots = carHotspots(random, id);
  }
  if (carType === 'used' && price > 0 && random.chance(0.4)) {
    const average = dealerRound(price * random.float(0.94, 1.12));
    car.autograb_data = {
      average_market_price: average,
      state_average_market_price: dealerRound(average * random.float(0.97, 1.04)),
    };
  }
  const lenders = pickLenders(random, {
    make: model.make,
    year: value.year,
    price,
    carType,
    itemType: model.itemType,
    refYear,
  });
  if (lenders) car.finance_lenders = lenders;
  addLaterFields(car, extras);
  return car;
}
