import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { EMPTY_PROFILE_DETAILS, type ProfileDetailsValues } from '@/lib/profile-fields/profile-details';
import { CriticalAlertsFields } from './critical-alerts-fields';

function Form({ alerts, children }: { alerts: ProfileDetailsValues['criticalAlerts']; children: ReactNode }) {
  const form = useForm<ProfileDetailsValues>({ defaultValues: { ...EMPTY_PROFILE_DETAILS, criticalAlerts: alerts } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the critical alerts in the editor (issue 41)', () => {
  it('three boxes, each with a live count of its characters', async () => {
    const user = userEvent.setup();
    render(
      <Form alerts={['Diabetes tipo 1', '', '']}>
        <CriticalAlertsFields idPrefix="alert" />
      </Form>,
    );
    expect(screen.getByLabelText('Alerta crítico 1')).toHaveValue('Diabetes tipo 1');
    expect(screen.getByLabelText('Alerta crítico 1')).toHaveAccessibleDescription('15/60');
    expect(screen.getAllByText('0/60')).toHaveLength(2);

    await user.type(screen.getByLabelText('Alerta crítico 2'), 'Alergia grave: penicilina');
    expect(screen.getByLabelText('Alerta crítico 2')).toHaveAccessibleDescription('25/60');
  });

  it('past 60 characters the count turns red', async () => {
    const user = userEvent.setup();
    render(
      <Form alerts={['x'.repeat(60), '', '']}>
        <CriticalAlertsFields idPrefix="alert" />
      </Form>,
    );
    expect(screen.getByText('60/60')).not.toHaveClass('text-red-700');
    await user.type(screen.getByLabelText('Alerta crítico 1'), 'y');
    expect(screen.getByText('61/60')).toHaveClass('text-red-700');
  });
});
