import { ComingSoon } from '@/components/layout/coming-soon';

export function Component() {
  return <ComingSoon title="Análises" description="Os indicadores, gráficos e relatórios do portal aparecem aqui." />;
}
