import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { errorMessage, isUnauthorized } from '@/lib/api-client';
import { findEquipmentByCode } from '../api/list-equipment';
import { equipmentPath } from './equipment-list';

/**
 * Opens the equipment with exactly this code (a QR, a typed code, an NFC tag): null once it opens, else the pt-BR
 * reason (unknown code, failed request; a 401 says nothing, the session is over).
 */
export function useOpenEquipment() {
  const navigate = useNavigate();
  return useCallback(
    async (code: string): Promise<string | null> => {
      try {
        const tagId = await findEquipmentByCode(code);
        if (!tagId) return MAINTENANCE_TEXTS.notFound;
        navigate(equipmentPath(tagId));
        return null;
      } catch (failure) {
        return isUnauthorized(failure) ? null : errorMessage(failure, MAINTENANCE_TEXTS.loadFailed);
      }
    },
    [navigate],
  );
}
