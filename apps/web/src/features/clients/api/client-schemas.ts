import type { Client } from '@auditorias/domain/schemas/clients';

/*
 * Types the users screen reads from this feature. The API contract itself lives in
 * `@auditorias/domain/schemas/clients`: import schemas and types from there.
 */

/** A client company as GET /clients/{id} answers it. */
export type ClientDetail = Client;

/** What the users screen changes on a client-role user's company (spec section 5). */
export interface ClientContactUpdate {
  nombre?: string;
  telefono?: string;
  direccion?: string;
}
