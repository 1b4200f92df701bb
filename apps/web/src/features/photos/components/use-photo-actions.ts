import { PHOTO_TEXTS, type Photo } from '@portal/shared';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useBulkDeletePhotos } from '../api/bulk-delete-photos';
import { useDeletePhoto } from '../api/delete-photo';
import { useSetMainPhoto } from '../api/set-main-photo';
import { useUpdatePhoto } from '../api/update-photo';
import { downloadPhoto } from '../lib/download';

/** The name a photo goes by on screen and in labels. */
export const photoName = (photo: Photo) => photo.originalName || 'Foto';

/** A photo is public unless it says otherwise (spec section 3: isPublic). */
export const isPhotoPublic = (photo: Photo) => photo.isPublic !== false;

/** The gallery's and the viewer's actions on a profile's photos, each with the spec's toasts (section 8). */
export function usePhotoActions(profileId: string) {
  const setMain = useSetMainPhoto();
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const removeMany = useBulkDeletePhotos();

  return {
    busy: setMain.isPending || update.isPending || remove.isPending || removeMany.isPending,
    deleting: remove.isPending || removeMany.isPending,

    async download(photo: Photo) {
      try {
        await downloadPhoto(photo);
        notify.success(PHOTO_TEXTS.downloadStarted);
      } catch (error) {
        notifyHttpError(error, PHOTO_TEXTS.downloadError);
      }
    },

    setMain(photo: Photo) {
      setMain.mutate(
        { profileId, photoId: photo.id },
        {
          onSuccess: () => notify.success(PHOTO_TEXTS.mainSet),
          onError: (error) => notifyHttpError(error, PHOTO_TEXTS.setMainError),
        },
      );
    },

    toggleVisibility(photo: Photo) {
      const isPublic = !isPhotoPublic(photo);
      update.mutate(
        { photoId: photo.id, body: { isPublic } },
        {
          onSuccess: () => notify.success(isPublic ? PHOTO_TEXTS.madePublic : PHOTO_TEXTS.madePrivate),
          onError: (error) => notifyHttpError(error),
        },
      );
    },

    /** Resolves true when the photo is gone. */
    async deleteOne(photo: Photo): Promise<boolean> {
      try {
        await remove.mutateAsync(photo.id);
        notify.success(PHOTO_TEXTS.deleted);
        return true;
      } catch (error) {
        notifyHttpError(error, PHOTO_TEXTS.deleteError);
        return false;
      }
    },

    async deleteMany(ids: string[]): Promise<boolean> {
      try {
        const { deleted } = await removeMany.mutateAsync(ids);
        notify.success(PHOTO_TEXTS.deletedMany(deleted));
        return true;
      } catch (error) {
        notifyHttpError(error, PHOTO_TEXTS.deleteManyError);
        return false;
      }
    },
  };
}

export type PhotoActions = ReturnType<typeof usePhotoActions>;
