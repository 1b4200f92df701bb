import { ComingSoon } from '@/components/layout/coming-soon';

export function Component() {
  return (
    <ComingSoon
      title="Manutenções"
      description="A agenda e o registro de manutenções dos equipamentos aparecem aqui."
    />
  );
}
