import { IconTrash } from '@tabler/icons-react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../lib/use-phone';
import { renderWithProviders } from '../test/render-with-providers';
import { type Columns, DataTable } from './data-table';
import { IconAction } from './icon-action';

interface Row {
  id: number;
  titulo: string;
  cliente: string;
  monto: string;
  estado: string;
}

const ROWS: Row[] = [
  { id: 7, titulo: 'Control de cajas', cliente: 'Demo Norte S.A.', monto: '$ 25.000', estado: 'Entregada' },
  { id: 8, titulo: 'Ronda nocturna', cliente: 'Demo Sur S.R.L.', monto: '$ 18.000', estado: 'Pendiente' },
];

const removed: number[] = [];
const COLUMNS: Columns<Row> = [
  { header: '#', cell: (row) => row.id },
  { header: 'Título', cell: (row) => row.titulo },
  { header: 'Cliente', cell: (row) => row.cliente },
  { header: 'Estado', card: 'badge', cell: (row) => <span data-testid="state">{row.estado}</span> },
  { header: 'Monto', align: 'right', cell: (row) => row.monto },
  {
    header: 'Acciones',
    cell: (row) => (
      <IconAction
        icon={IconTrash}
        label="Eliminar"
        ariaLabel={`Eliminar auditoría #${row.id}`}
        onClick={() => removed.push(row.id)}
      />
    ),
  },
];

/** The screen is a phone's (below Mantine's `sm`) or not. */
function screenWidth(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function renderTable() {
  return renderWithProviders(
    <DataTable
      rows={ROWS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': `row-${row.id}` })}
      minWidth={720}
      aria-label="Auditorías"
      data-testid="audits"
    />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  removed.length = 0;
});

describe('DataTable', () => {
  it('is a table with a header row on a wide screen', async () => {
    screenWidth(false);
    renderTable();
    const table = await screen.findByRole('table', { name: 'Auditorías' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Título', 'Cliente', 'Estado', 'Monto', 'Acciones']);
    expect(within(table).getByRole('button', { name: 'Eliminar auditoría #7' })).toHaveTextContent('');
  });

  it('on a phone shows each row as a card: number and title, badges, labelled facts, named action buttons', async () => {
    screenWidth(true);
    const { user } = renderTable();
    const card = await screen.findByTestId('row-7');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('audits')).toContainElement(card);
    expect(card).toHaveAttribute('data-row-card');
    expect(card).toHaveTextContent('#7');
    expect(card).toHaveTextContent('Control de cajas');
    expect(within(card).getByTestId('state')).toHaveTextContent('Entregada');
    // Each fact under its header: the amount is on the card, not beyond the edge of a table.
    expect(within(card).getByText('Monto').nextSibling).toHaveTextContent('$ 25.000');
    expect(within(card).getByText('Cliente').nextSibling).toHaveTextContent('Demo Norte S.A.');
    expect(within(card).queryByText('Título')).not.toBeInTheDocument();
    expect(within(card).queryByText('Acciones')).not.toBeInTheDocument();
    // The icon action shows its name (no tooltip on a touch screen) and still acts on its row.
    const remove = within(card).getByRole('button', { name: 'Eliminar auditoría #7' });
    expect(remove).toHaveTextContent('Eliminar');
    await user.click(remove);
    expect(removed).toEqual([7]);
    expect(screen.getByTestId('row-8')).toHaveTextContent('Ronda nocturna');
  });
});
