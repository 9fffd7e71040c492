/** Text of /privacy: rendered by src/pages/static/StaticPage.tsx. */
import { lastUpdated, privacyEmailLink } from './common';
import type { StaticPageContent } from './types';

export const privacyContent: StaticPageContent = {
  title: 'Politique de confidentialité',
  description:
    'Comment Maktabi collecte, utilise et protège vos données personnelles, et comment exercer vos droits conformément à la loi marocaine 09-08.',
  lastUpdated,
  intro: [
    "Maktabi attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément à la loi n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.",
  ],
  sections: [
    {
      id: 'responsable-du-traitement',
      heading: 'Responsable du traitement',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Le responsable du traitement est Maktabi, éditeur de la plateforme. Pour toute question relative à vos données, écrivez à ',
            privacyEmailLink,
            '.',
          ],
        },
      ],
    },
    {
      id: 'donnees-collectees',
      heading: 'Données collectées',
      blocks: [
        {
          type: 'definitions',
          items: [
            { term: 'Identité', details: ["Prénom, nom et, si vous l'ajoutez, photo de profil."] },
            { term: 'Contact', details: ['Adresse e-mail et numéro de téléphone.'] },
            {
              term: 'Profil',
              details: ["Rôle (locataire ou hôte), profession, bio et date d'inscription."],
            },
            {
              term: 'Réservations',
              details: [
                'Espace réservé, type de location, dates, prix, statut et date de la demande.',
              ],
            },
            { term: 'Favoris', details: ['Liste des espaces que vous avez enregistrés.'] },
            {
              term: 'Annonces (hôtes)',
              details: [
                'Description, adresse et position sur la carte, photos, équipements et tarifs.',
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          text: "Si vous vous connectez avec Google, nous recevons votre nom et votre adresse e-mail. Votre mot de passe est géré par le service d'authentification : Maktabi n'y a jamais accès en clair.",
        },
      ],
    },
    {
      id: 'finalites',
      heading: 'Finalités',
      blocks: [
        { type: 'paragraph', text: 'Vos données sont utilisées pour :' },
        {
          type: 'list',
          items: [
            'créer et gérer votre compte, et vous permettre de vous connecter ;',
            'publier et afficher les annonces des hôtes ;',
            "traiter les demandes de réservation et leur validation par l'administrateur ;",
            'enregistrer vos favoris ;',
            "répondre à vos demandes d'assistance ;",
            'assurer la sécurité de la plateforme et prévenir les fraudes ;',
            'respecter nos obligations légales.',
          ],
        },
        { type: 'paragraph', text: 'Maktabi ne vend pas vos données personnelles.' },
      ],
    },
    {
      id: 'base-legale',
      heading: 'Base légale',
      blocks: [
        {
          type: 'list',
          items: [
            "L'exécution des conditions générales d'utilisation que vous acceptez en créant un compte : gestion du compte, des annonces et des réservations.",
            'Votre consentement, pour les informations facultatives comme la photo, la profession ou la bio.',
            'Le respect de nos obligations légales, notamment comptables.',
            "L'intérêt légitime de Maktabi à sécuriser la plateforme et à prévenir les abus.",
          ],
        },
      ],
    },
    {
      id: 'duree-de-conservation',
      heading: 'Durée de conservation',
      blocks: [
        {
          type: 'list',
          items: [
            "Les données de votre compte sont conservées tant que celui-ci est actif, puis supprimées ou anonymisées après sa clôture, ou après trois ans d'inactivité.",
            'Les données de réservation sont conservées pendant la durée nécessaire au service, puis archivées pour la durée imposée par la législation, notamment en matière comptable et fiscale.',
            'Les échanges avec le support sont conservés au plus trois ans après le dernier contact.',
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: 'Destinataires',
      blocks: [
        {
          type: 'list',
          items: [
            "L'équipe Maktabi, dans la limite de ses missions, notamment les administrateurs qui valident les annonces et les réservations.",
            "Les hôtes, pour les réservations de leurs espaces ; les locataires voient le nom de l'hôte sur l'annonce.",
            'Notre hébergeur, les services Google Firebase (authentification, base de données et stockage des fichiers), ainsi que Google pour la connexion avec un compte Google et les cartes de localisation.',
            'Les autorités administratives ou judiciaires, sur demande légale.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ces prestataires peuvent traiter des données hors du Maroc ; ces transferts ont lieu dans le respect des conditions prévues par la loi n° 09-08.',
        },
      ],
    },
    {
      id: 'cookies-et-stockage-local',
      heading: 'Cookies et stockage local',
      blocks: [
        {
          type: 'list',
          items: [
            "L'application conserve une copie de votre profil (nom, e-mail, rôle…) dans le stockage local (localStorage) de votre navigateur, afin de l'afficher rapidement. Cette copie est effacée lorsque vous vous déconnectez.",
            "Les messages, l'annonce et l'avis que vous êtes en train de rédiger sont conservés dans l'onglet (sessionStorage) jusqu'à leur envoi, et effacés lorsque vous vous déconnectez, pour qu'un rechargement de la page ne les perde pas.",
            "Le service d'authentification enregistre dans votre navigateur les informations nécessaires pour maintenir votre session.",
            'Les services Google (connexion avec Google, cartes) peuvent déposer leurs propres cookies, régis par la politique de confidentialité de Google.',
            "Maktabi n'utilise pas de cookies publicitaires.",
          ],
        },
        {
          type: 'paragraph',
          text: 'Vous pouvez effacer ces données à tout moment depuis les réglages de votre navigateur ; vous devrez alors vous reconnecter.',
        },
      ],
    },
    {
      id: 'securite-des-donnees',
      heading: 'Sécurité',
      blocks: [
        {
          type: 'paragraph',
          text: "Les échanges avec la plateforme sont chiffrés et l'accès aux données est limité par des règles d'autorisation : chaque utilisateur n'accède qu'aux informations qui le concernent, et l'espace d'administration est protégé par un mot de passe.",
        },
      ],
    },
    {
      id: 'vos-droits',
      heading: 'Vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'Conformément à la loi n° 09-08, vous disposez :',
        },
        {
          type: 'list',
          items: [
            "d'un droit d'information sur les traitements de vos données ;",
            "d'un droit d'accès à vos données ;",
            "d'un droit de rectification, de mise à jour et d'effacement des données inexactes ou incomplètes ;",
            "d'un droit d'opposition, pour des motifs légitimes, au traitement de vos données, et sans motif à leur utilisation à des fins de prospection.",
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Vous pouvez modifier la plupart de vos informations depuis ',
            { to: '/profile', text: 'Mon profil' },
            '. Pour exercer vos autres droits, écrivez à ',
            privacyEmailLink,
            " depuis l'adresse e-mail de votre compte. Nous vous répondrons dans les délais prévus par la loi.",
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Vous pouvez également adresser une réclamation à la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP) : ',
            { href: 'https://www.cndp.ma', text: 'site de la CNDP (cndp.ma)' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modifications de cette politique',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous pouvons mettre à jour cette politique pour tenir compte d'une évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de cette page.",
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Pour toute question sur cette politique ou sur vos données : ',
            privacyEmailLink,
            '. Pour les autres demandes, consultez la page ',
            { to: '/support', text: 'Support' },
            '.',
          ],
        },
      ],
    },
  ],
};
