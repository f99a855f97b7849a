/** `GET /api/areas`: every province with its cities, shared by the route and the forms that pick a place. */
import { z } from 'zod';

export const city = z.object({ id: z.string(), name: z.string() });
export type City = z.infer<typeof city>;
export const area = z.object({ id: z.string(), name: z.string(), cities: z.array(city) });
export type Area = z.infer<typeof area>;
