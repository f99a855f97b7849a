/** `GET /api/areas`: every province with its cities, shared by the route and the forms that pick a place. */
export type City = { id: string; name: string };
export type Area = { id: string; name: string; cities: City[] };
