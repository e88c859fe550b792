import { entry, type CatalogueModel } from './catalogue-types.ts';

/** Motorcycles (real makes and models). */
export const MOTORCYCLE_CATALOGUE: readonly CatalogueModel[] = [
  entry('motorcycle', 'Yamaha', 'MT-07', 'Motorcycle', 'motorcycle', 12999, ['LAMS', 'Full Power'], 'P RWD M 0.689 2 2 0 2014'),
  entry('motorcycle', 'Yamaha', 'Tenere 700', 'Motorcycle', 'adventure-bike', 19499, ['Standard', 'World Raid'], 'P RWD M 0.689 2 2 0 2019'),
  entry('motorcycle', 'Yamaha', 'WR250F', 'Motorcycle', 'dirt-bike', 13299, ['Enduro'], 'P RWD M 0.25 1 1 0 2015'),
  entry('motorcycle', 'Honda', 'CB650R', 'Motorcycle', 'motorcycle', 14499, ['Standard', 'E-Clutch'], 'P RWD M 0.649 4 2 0 2019'),
  entry('motorcycle', 'Honda', 'CRF300L', 'Motorcycle', 'dirt-bike', 8999, ['LAMS', 'Rally'], 'P RWD M 0.286 1 1 0 2021'),
  entry('motorcycle', 'Honda', 'Africa Twin', 'Motorcycle', 'adventure-bike', 26999, ['Standard', 'Adventure Sports'], 'P RWD M 1.084 2 2 0 2016'),
  entry('motorcycle', 'Kawasaki', 'Ninja 650', 'Motorcycle', 'motorcycle', 11999, ['LAMS', 'KRT Edition'], 'P RWD M 0.649 2 2 0 2017'),
  entry('motorcycle', 'Kawasaki', 'Z900', 'Motorcycle', 'motorcycle', 16499, ['Standard', 'SE'], 'P RWD M 0.948 4 2 0 2017'),
  entry('motorcycle', 'Kawasaki', 'KLR650', 'Motorcycle', 'adventure-bike', 10999, ['Adventure'], 'P RWD M 0.652 1 2 0 2022'),
  entry('motorcycle', 'Harley-Davidson', 'Street Glide', 'Motorcycle', 'motorcycle', 48995, ['Standard', 'Special'], 'P RWD M 1.923 2 2 0 2014'),
  entry('motorcycle', 'Harley-Davidson', 'Fat Boy', 'Motorcycle', 'motorcycle', 36995, ['114'], 'P RWD M 1.868 2 2 0 2018'),
  entry('motorcycle', 'Harley-Davidson', 'Nightster', 'Motorcycle', 'motorcycle', 23995, ['Standard', 'Special'], 'P RWD M 0.975 2 1 0 2022'),
  entry('motorcycle', 'Suzuki', 'V-Strom 800DE', 'Motorcycle', 'adventure-bike', 19990, ['Standard'], 'P RWD M 0.776 2 2 0 2023'),
  entry('motorcycle', 'KTM', '390 Adventure', 'Motorcycle', 'adventure-bike', 10995, ['Standard', 'R'], 'P RWD M 0.373 1 2 0 2020'),
  entry('motorcycle', 'Ducati', 'Monster', 'Motorcycle', 'motorcycle', 21990, ['Standard', '+'], 'P RWD M 0.937 2 2 0 2021'),
];

/** Light and medium trucks (real makes and models). */
export const TRUCK_CATALOGUE: readonly CatalogueModel[] = [
  entry('truck', 'Isuzu', 'NLR 45-150', 'Cab Chassis', 'truck', 72990, ['Traypack', 'Tipper'], 'D RWD A 3.0 4 3 2', 'N Series'),
  entry('truck', 'Isuzu', 'NPR 75-190', 'Cab Chassis', 'truck', 89990, ['Crew', 'Tipper', 'Pantech'], 'D RWD A 5.2 4 3 2', 'N Series'),
  entry('truck', 'Isuzu', 'FRR 110-260', 'Light Truck', 'truck', 129990, ['Long', 'Curtainsider'], 'D RWD A 7.8 6 3 2', 'F Series'),
  entry('truck', 'Hino', '300 Series 616', 'Cab Chassis', 'truck', 79990, ['Standard Cab', 'Wide Cab'], 'D RWD A 4.0 4 3 2'),
  entry('truck', 'Hino', '500 Series FC', 'Light Truck', 'truck', 139990, ['1124', '1124 Pantech'], 'D RWD A 5.1 4 3 2'),
  entry('truck', 'Fuso', 'Canter 515', 'Cab Chassis', 'truck', 74990, ['Wide Cab', 'City Cab'], 'D RWD A 3.0 4 3 2'),
  entry('truck', 'Fuso', 'Fighter 1124', 'Light Truck', 'truck', 144990, ['Standard', 'Tipper'], 'D RWD A 7.7 6 3 2'),
  entry('truck', 'UD', 'Croner PK 17 280', 'Light Truck', 'truck', 159990, ['Curtainsider'], 'D RWD A 8.0 6 3 2'),
];

/** Caravans (real makes and models); engineless, priced as towed. */
export const CARAVAN_CATALOGUE: readonly CatalogueModel[] = [
  entry('caravan', 'Jayco', 'Journey', 'Caravan', 'caravan', 74990, ['19.61-3', '21.62-3 Outback'], 'P 2WD A 0 0 4 1'),
  entry('caravan', 'Jayco', 'Crossover', 'Caravan', 'caravan', 49990, ['14.44-1', '17.55-1 Outback'], 'P 2WD A 0 0 4 1'),
  entry('caravan', 'Jayco', 'Silverline', 'Caravan', 'caravan', 99990, ['21.62-3', '23.75-3 Outback'], 'P 2WD A 0 0 2 1'),
  entry('caravan', 'Avan', 'Aspire', 'Caravan', 'caravan', 69990, ['503', '610'], 'P 2WD A 0 0 2 1'),
  entry('caravan', 'Coromal', 'Element', 'Caravan', 'caravan', 64990, ['E18', 'E21'], 'P 2WD A 0 0 4 1'),
  entry('caravan', 'New Age', 'Manta Ray', 'Caravan', 'caravan', 92990, ['19E', '21RD'], 'P 2WD A 0 0 4 1'),
  entry('caravan', 'Crusader', 'Excalibur', 'Caravan', 'caravan', 105990, ['21ft', '22ft Family'], 'P 2WD A 0 0 6 1'),
  entry('caravan', 'Lotus Caravans', 'Trooper', 'Caravan', 'caravan', 129990, ['18ft', '21ft'], 'P 2WD A 0 0 2 1'),
  entry('caravan', 'Zone RV', 'Z-3', 'Caravan', 'caravan', 139990, ['Offroad'], 'P 2WD A 0 0 3 1'),
  entry('caravan', 'Snowy River', 'SRC-19', 'Caravan', 'caravan', 79990, ['Family', 'Tourer'], 'P 2WD A 0 0 5 1'),
];
