import { useEffect } from 'react';
import { captureAcquisitionSource } from '../utils/capture-acquisition-source';

/** Takes the visit's UTM parameters and referrer host on the first page view (an effect: not while prerendering). */
export function useCaptureSource(): void {
  useEffect(() => captureAcquisitionSource(), []);
}
