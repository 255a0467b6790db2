/**
 * The contact form's EmailJS settings, resolved at build time by the contact page and handed to
 * its island. `PUBLIC_EMAILJS_*` variables name the real service's identifiers; without them the
 * form uses the ones the local API's mail sink accepts, at the local API's origin.
 */
import type { ContactMailSettings } from './contact-mail.ts';
import { LOCAL_EMAILJS } from '../../../contract/local-defaults.ts';
import { emailjsOrigin, readPublicEnv } from './urls.ts';

export function contactMailSettings(): ContactMailSettings {
  return {
    origin: emailjsOrigin(),
    publicKey: readPublicEnv('PUBLIC_EMAILJS_PUBLIC_KEY') ?? LOCAL_EMAILJS.publicKey,
    serviceId: readPublicEnv('PUBLIC_EMAILJS_SERVICE_ID') ?? LOCAL_EMAILJS.serviceId,
    notificationTemplateId: readPublicEnv('PUBLIC_EMAILJS_TEMPLATE_ID') ?? LOCAL_EMAILJS.notificationTemplateId,
    autoReplyTemplateId: readPublicEnv('PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID') ?? LOCAL_EMAILJS.autoReplyTemplateId,
  };
}
