import { Container } from '@mantine/core';
import { ComingSoonPanel } from '../../../components/coming-soon-panel';

/** /finanzas-debug: open without a login check (spec section 2). */
export function FinanceDebugPage() {
  return (
    <Container component="main" size="lg" py="xl">
      <ComingSoonPanel title="Diagnóstico de Finanzas" />
    </Container>
  );
}
