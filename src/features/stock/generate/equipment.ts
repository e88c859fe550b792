import type { ItemType } from '../car-schema.ts';
import type { Random } from './prng.ts';

const CAR_EQUIPMENT = [
  'Apple CarPlay', 'Android Auto', 'Bluetooth Connectivity', 'Reversing Camera', '360 Degree Camera',
  'Rear Parking Sensors', 'Front Parking Sensors', 'Adaptive Cruise Control', 'Lane Keep Assist', 'Lane Departure Warning',
  'Blind Spot Monitor', 'Rear Cross Traffic Alert', 'Autonomous Emergency Braking', 'Traffic Sign Recognition',
  'Driver Attention Alert', 'Auto High Beam', 'LED Headlights', 'LED Daytime Running Lights', 'Rain Sensing Wipers',
  'Dual Zone Climate Control', 'Rear Air Vents', 'Keyless Entry', 'Push Button Start', 'Power Tailgate',
  'Heated Front Seats', 'Ventilated Front Seats', 'Leather Seats', 'Power Driver Seat', 'Leather Steering Wheel',
  'Wireless Phone Charger', 'Satellite Navigation', 'DAB+ Digital Radio', 'Premium Sound System', 'Head Up Display',
  'Digital Instrument Cluster', 'Sunroof', 'Alloy Wheels', 'Privacy Glass', 'Roof Rails', 'Tyre Pressure Monitor',
  'Hill Start Assist', 'Hill Descent Control', 'Electronic Stability Control', 'ISOFIX Child Seat Anchors',
  'Seven Airbags', 'Auto Dimming Rear View Mirror', 'Electric Park Brake', 'USB-C Ports', 'Tow Bar', 'Tub Liner',
];

const MOTORCYCLE_EQUIPMENT = [
  'ABS', 'Traction Control', 'Ride Modes', 'Quickshifter', 'Slipper Clutch', 'TFT Display', 'LED Lighting',
  'Cruise Control', 'Adjustable Suspension', 'USB Charging', 'Heated Grips', 'Hand Guards', 'Bash Plate',
  'Tubeless Tyres', 'Keyless Ignition', 'Smartphone Connectivity', 'Pannier Mounts', 'Windscreen',
];

const TRUCK_EQUIPMENT = [
  'Air Conditioning', 'Cruise Control', 'Exhaust Brake', 'Reversing Camera', 'Bluetooth Connectivity',
  'Driver Airbag', 'Electronic Stability Control', 'Autonomous Emergency Braking', 'Lane Departure Warning',
  'Power Windows', 'Central Locking', 'Air Suspension Seat', 'Tow Hitch', 'LED Work Lights', 'Steel Tray',
  'Dropside Tray', 'Tipper Body', 'Toolbox', 'Diesel Particulate Filter', 'AMT Transmission',
];

const CARAVAN_EQUIPMENT = [
  'Queen Bed', 'Ensuite with Shower and Toilet', 'Front Boot', 'Solar Panels', 'Lithium Battery', '12V Fridge',
  'Diesel Heater', 'Reverse Cycle Air Conditioner', 'Gas Cooktop', 'Microwave', 'Roll-out Awning', 'External BBQ',
  'Two Water Tanks', 'Grey Water Tank', 'Independent Suspension', 'Electric Brakes', 'Stone Guard',
  'Jerry Can Holders', 'Bunk Beds', 'Washing Machine', 'Smart TV', 'Bluetooth Sound System', 'Reversing Camera',
];

const EQUIPMENT: Record<ItemType, readonly string[]> = {
  car: CAR_EQUIPMENT,
  motorcycle: MOTORCYCLE_EQUIPMENT,
  truck: TRUCK_EQUIPMENT,
  caravan: CARAVAN_EQUIPMENT,
};

/** Facet values (filtered_features) drawn from the equipment list. */
const FILTERED_FEATURES = new Set([
  'Apple CarPlay', 'Android Auto', 'Reversing Camera', '360 Degree Camera', 'Adaptive Cruise Control', 'Sunroof',
  'Leather Seats', 'Heated Front Seats', 'Tow Bar', 'Satellite Navigation', 'ABS', 'Cruise Control', 'Solar Panels',
  'Ensuite with Shower and Toilet', 'Independent Suspension',
]);

/** standardEquipment of 10 to 40 lines (fewer when the list is shorter), with its facet subset. */
export function pickEquipment(random: Random, itemType: ItemType): { standardEquipment: string[]; filtered_features: string[] } {
  const list = EQUIPMENT[itemType];
  const standardEquipment = random.sample(list, random.int(10, 40));
  return { standardEquipment, filtered_features: standardEquipment.filter((line) => FILTERED_FEATURES.has(line)) };
}
