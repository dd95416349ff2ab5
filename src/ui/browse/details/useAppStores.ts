import { AppActor } from '../../app/AppActor.ts';

/** The app's persisted stores; read them with `useSelector(store, selector)` from @xstate/react. */
export const useAppStores = () => AppActor.useSelector((snapshot) => snapshot.context.stores);
