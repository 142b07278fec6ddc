import { useNavigation } from 'react-router';
import * as css from './shell.css';

/** A thin bar over the top edge while the next page loads; decorative, it moves nothing. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <div className={css.progress} aria-hidden="true" /> : null;
}
