import type { ComparisonSourceRow } from '@auditorias/domain/audits/client-dashboard';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const AR = 'America/Argentina/Buenos_Aires';

/**
 * The audits of some companies over the months from `firstMonth` ('YYYY-MM', Argentine time) to now, in one
 * query: per company, branch ('Casa central' without one), state and month — once by the month each was ordered
 * (created) and once by the month it was delivered — with the price of the delivered ones (free ones 0) and the
 * events of their worksheets. A few rows per branch and month, whatever the number of audits; the client
 * dashboard's comparison folds them (`addComparisonRow`).
 */
export async function clientComparisonRows(
  db: DbOrTx,
  clientIds: readonly number[],
  firstMonth: string,
): Promise<ComparisonSourceRow[]> {
  if (clientIds.length === 0) return [];
  const ids = `{${clientIds.map((id) => Math.trunc(id)).join(',')}}`;
  const since = sql`((${`${firstMonth}-01`})::timestamp at time zone ${AR})`;
  const result = await db.execute(sql`
    select a.client_id as "clienteId",
      coalesce(nullif(btrim(a.sucursal), ''), 'Casa central') as sucursal,
      e.kind, to_char(e.at at time zone ${AR}, 'YYYY-MM') as mes, a.estado,
      count(*)::int as n,
      coalesce(sum(case when e.kind = 'entregada' and not a.gratis_para_cliente then a.costo_final end), 0)::bigint
        as centavos,
      coalesce(sum(case when e.kind = 'entregada' then jsonb_array_length(coalesce(a.hoja -> 'eventos', '[]'::jsonb)) end), 0)::int
        as eventos
    from audits a
    cross join lateral (values ('pedida', a.created_at), ('entregada', a.fecha_entrega)) as e(kind, at)
    where a.deleted_at is null and a.client_id = any(${ids}::int[])
      and (a.created_at >= ${since} or a.fecha_entrega >= ${since})
      and e.at >= ${since}
      and (e.kind = 'pedida' or a.estado in ('entregada', 'facturada'))
    group by 1, 2, 3, 4, 5`);
  // The driver may give the bigint sum as text.
  const { rows } = result as unknown as {
    rows: Array<Omit<ComparisonSourceRow, 'centavos'> & { centavos: string | number }>;
  };
  return rows.map((r) => ({
    ...r,
    clienteId: Number(r.clienteId),
    n: Number(r.n),
    centavos: Number(r.centavos),
    eventos: Number(r.eventos),
  }));
}
