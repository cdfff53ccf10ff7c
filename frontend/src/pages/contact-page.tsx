import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactSection } from '@/features/contact/components/contact-section';
import { PageHero } from '@/features/site/components/page-hero';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Write to the Play Money Club team about membership, tournaments or support. Members get the answer in their 24/7 support chat.',
  });

  return (
    <>
      <PageHero
        backLink
        eyebrow="We are here 24/7"
        title="Contact Us"
        subtitle="Membership questions, tournament schedules, a problem with your account: send the team a message and we will pick it up in your support chat."
      />
      {/* The page is for the form: it comes with the page, in its pre-rendered HTML too. */}
      <ContactSection title="Send Us a Message" form={<ContactForm />} />
    </>
  );
}
