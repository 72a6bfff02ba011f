import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ALL_DONE, type NextStep, NextSteps } from './next-steps';

const step = (n: number, action: NextStep['action'] = { label: `Ir ${n}`, to: `/dashboard?tab=t${n}` }) => ({
  key: `k${n}`,
  text: `Cosa ${n} para hacer.`,
  action,
});

describe("the start screens' 'Qué hacer ahora'", () => {
  it('lists each item with the button that leads to where it is done', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <NextSteps items={[step(1), step(2, { label: 'Tomar', onClick })]} doneText="Nada." />,
    );
    const block = screen.getByRole('region', { name: 'Qué hacer ahora' });
    expect(within(block).getByText('Cosa 1 para hacer.')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Ir 1' })).toHaveAttribute('href', '/dashboard?tab=t1');
    await user.click(within(block).getByRole('button', { name: 'Tomar' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(within(block).queryByText(ALL_DONE)).not.toBeInTheDocument();
  });

  it('shows three items at most, the rest behind "Ver N más"', async () => {
    const { user } = renderWithProviders(
      <NextSteps items={[1, 2, 3, 4, 5].map((n) => step(n))} doneText="Nada." />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Cosa 4 para hacer.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver 2 más' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^Ver \d+ más$/ })).not.toBeInTheDocument();
  });

  it("says 'Todo al día' and why when nothing waits", () => {
    renderWithProviders(<NextSteps items={[]} doneText="No tenés auditorías asignadas." />);
    const block = screen.getByRole('region', { name: 'Qué hacer ahora' });
    expect(within(block).getByText('Todo al día')).toBeInTheDocument();
    expect(within(block).getByText('No tenés auditorías asignadas.')).toBeInTheDocument();
    expect(within(block).queryByRole('list')).not.toBeInTheDocument();
  });

  it('neither items nor "Todo al día" while its figures load', () => {
    renderWithProviders(<NextSteps items={undefined} doneText="Nada." />);
    const block = screen.getByRole('region', { name: 'Qué hacer ahora' });
    expect(within(block).queryByText(ALL_DONE)).not.toBeInTheDocument();
    expect(within(block).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
