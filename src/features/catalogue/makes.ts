/**
 * spec: the static list of about 140 makes that ships with the product (cars, light commercials,
 * trucks, motorcycles and caravans sold in Australia). Used for make slugs and the brands page.
 */
export const MAKES: readonly string[] = [
  'Abarth', 'Alfa Romeo', 'Alpine', 'Aston Martin', 'Audi', 'Avan', 'Bentley', 'BMW', 'BYD', 'Cadillac', 'Chery',
  'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dodge', 'Ferrari', 'Fiat', 'Ford', 'Foton', 'Genesis', 'GMSV',
  'Great Wall', 'GWM', 'Haval', 'Holden', 'Honda', 'HSV', 'Hyundai', 'INEOS', 'Infiniti', 'Isuzu', 'Jaguar', 'Jeep',
  'Kia', 'KGM SsangYong', 'Lamborghini', 'Land Rover', 'LDV', 'Leapmotor', 'Lexus', 'Lotus', 'Maserati', 'Mazda',
  'McLaren', 'Mercedes-Benz', 'MG', 'Mini', 'Mitsubishi', 'Nissan', 'Omoda', 'Peugeot', 'Polestar', 'Porsche', 'Proton',
  'RAM', 'Renault', 'Rolls-Royce', 'Skoda', 'Smart', 'SsangYong', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Volkswagen',
  'Volvo', 'XPeng', 'Zeekr', 'Daewoo', 'Daihatsu', 'Saab', 'Rover', 'Opel', 'Lada', 'Tata', 'Mahindra', 'JAC', 'Jaecoo',
  'Deepal', 'Kaiyi', 'Hino', 'Fuso', 'UD Trucks', 'Iveco', 'Scania', 'Volvo Trucks', 'Kenworth', 'Mack',
  'DAF', 'Western Star', 'Freightliner', 'International', 'MAN', 'Mercedes-Benz Trucks', 'Yamaha', 'Kawasaki',
  'Harley-Davidson', 'Ducati', 'Triumph', 'KTM', 'Husqvarna', 'Royal Enfield', 'Aprilia', 'Moto Guzzi', 'Indian',
  'Suzuki Motorcycles', 'Honda Motorcycles', 'BMW Motorrad', 'CFMOTO', 'Benelli', 'GasGas', 'Piaggio', 'Vespa',
  'Kymco', 'SYM', 'Sur-Ron', 'Can-Am', 'Polaris', 'Jayco', 'Coromal', 'Lotus Caravans', 'New Age', 'Crusader',
  'Zone RV', 'Supreme', 'Windsor', 'Roadstar', 'Retreat', 'Snowy River', 'Regent', 'Essential', 'Golf Caravans',
  'Avida', 'Sunliner', 'Trakmaster', 'Bushtracker', 'Kimberley', 'Track Trailer', 'Lifestyle Campers', 'Bruder',
];
