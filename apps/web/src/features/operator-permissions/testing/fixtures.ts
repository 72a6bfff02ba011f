/** An operator as the permission lists answer it (email `{username}@demo.ar`). */
export const makeOperator = (id: number, name: string, username: string) => ({
  id,
  name,
  username,
  email: `${username}@demo.ar`,
  role: 'operador' as const,
});

/** An operator's assignment to a client, made by Ana Administradora on 20/11/2026 at 12:00. */
export function makeAssignment(
  id: number,
  operator: ReturnType<typeof makeOperator>,
  client: { id: number; nombre: string },
) {
  return {
    id,
    operatorId: operator.id,
    clientId: client.id,
    client,
    operator,
    assignedByUser: { name: 'Ana Administradora' },
    createdAt: '2026-11-20T15:00:00.000Z',
  };
}
