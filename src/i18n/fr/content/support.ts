/** Text of /support: rendered by src/pages/static/StaticPage.tsx. */
import { privacyEmailLink, supportEmailLink, supportPhoneLink } from './common';
import type { StaticPageContent } from './types';

export const supportContent: StaticPageContent = {
  title: 'Support',
  description:
    "Contactez l'équipe Maktabi par e-mail ou par téléphone : horaires, délais de réponse et informations à joindre à votre demande.",
  intro: [
    "Une question sur une réservation, une annonce ou votre compte ? L'équipe Maktabi est là pour vous aider, du lundi au samedi.",
    [
      'Avant de nous écrire, consultez le ',
      { to: '/help', text: "Centre d'aide" },
      " : la réponse à votre question s'y trouve peut-être déjà.",
    ],
  ],
  sections: [
    {
      id: 'nous-contacter',
      heading: 'Nous contacter',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Par e-mail',
              details: [
                [supportEmailLink],
                "Recommandé pour les demandes détaillées et l'envoi de captures d'écran.",
              ],
            },
            {
              term: 'Par téléphone',
              details: [
                [supportPhoneLink],
                'Pour les questions urgentes, par exemple une réservation qui commence dans la journée.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'horaires',
      heading: 'Horaires',
      blocks: [
        {
          type: 'definitions',
          items: [
            { term: 'Du lundi au vendredi', details: ['De 9h à 18h'] },
            { term: 'Le samedi', details: ['De 9h à 13h'] },
            { term: 'Le dimanche', details: ['Fermé'] },
          ],
        },
        {
          type: 'paragraph',
          text: "Les horaires sont indiqués à l'heure du Maroc. Les messages reçus en dehors de ces horaires sont traités dès la réouverture.",
        },
      ],
    },
    {
      id: 'votre-demande',
      heading: 'Que préciser dans votre demande',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pour que nous puissions vous répondre rapidement, indiquez dans votre message :',
        },
        {
          type: 'list',
          items: [
            "vos nom et prénom, et l'adresse e-mail de votre compte Maktabi ;",
            'si vous êtes locataire ou hôte ;',
            "le titre de l'annonce concernée ou le lien vers sa page ;",
            'pour une réservation : le type de location (journée ou mois), les dates et le statut affiché ;',
            "une description du problème : ce que vous avez fait, ce qui s'est passé et, le cas échéant, le message d'erreur exact ;",
            "si possible, une capture d'écran, ainsi que l'appareil et le navigateur utilisés.",
          ],
        },
        {
          type: 'note',
          title: 'Protégez votre compte',
          text: "Ne communiquez jamais votre mot de passe : l'équipe Maktabi ne vous le demandera jamais, ni par e-mail ni par téléphone.",
        },
      ],
    },
    {
      id: 'delais-de-reponse',
      heading: 'Délais de réponse',
      blocks: [
        {
          type: 'list',
          items: [
            'Nous répondons aux e-mails en général sous un jour ouvré.',
            "Les demandes liées à une réservation en cours ou qui commence dans les 48 heures sont traitées en priorité : précisez-le dans l'objet de votre message.",
            "Au téléphone, nous répondons immédiatement pendant les horaires d'ouverture, dans la limite des disponibilités de l'équipe.",
          ],
        },
      ],
    },
    {
      id: 'autres-ressources',
      heading: 'Autres ressources',
      blocks: [
        {
          type: 'list',
          items: [
            [{ to: '/help', text: "Centre d'aide" }, ' : les réponses aux questions fréquentes.'],
            [
              { to: '/host/guide', text: "Guide de l'hôte" },
              ' : publier et gérer une annonce pas à pas.',
            ],
            [
              { to: '/host/resources', text: 'Ressources pour les hôtes' },
              ' : tarifs, check-list, rappels juridiques et sécurité.',
            ],
            [
              'Données personnelles : écrivez à ',
              privacyEmailLink,
              ' ou consultez notre ',
              { to: '/privacy', text: 'politique de confidentialité' },
              '.',
            ],
            [{ to: '/terms', text: "Conditions générales d'utilisation" }, '.'],
          ],
        },
      ],
    },
  ],
};
