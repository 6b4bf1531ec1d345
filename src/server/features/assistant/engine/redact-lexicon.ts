/**
 * Word lists of redact(). Words are written with their accents; loose() (redact-rules.ts) makes
 * each accent optional, so "Helene", "eleve" or "allee" typed without accents still match.
 */

/** A list written as one block of space-separated words (it keeps the lists short to read). */
function words(block: string): string[] {
  return block.trim().split(/\s+/);
}

/** Common first names (French-speaking Switzerland and France, all generations): a first name
 * followed by a capitalised word is a full name even without a civility ("Jeanne Rochat"). */
export const firstNames = words(`
  Jeanne Marie Anne Françoise Monique Jacqueline Simone Suzanne Madeleine Marguerite Germaine
  Yvonne Denise Odette Paulette Hélène Catherine Christine Nicole Sylvie Isabelle Nathalie Sophie
  Julie Claire Sandrine Valérie Céline Laura Sarah Emma Léa Chloé Manon Camille Inès Jade Louise
  Alice Lina Mia Zoé Lucie Eva Anna Elena Julia Nina Martine Josiane Josette Colette Ginette
  Huguette Lucienne Andrée Renée Gisèle Thérèse Elisabeth Élisabeth Brigitte Chantal Danielle
  Michèle Annie Patricia Véronique Caroline Aurélie Fatima Yasmine Sofia Maria Ana Rosa Olivia
  Charlotte Margaux Jean Pierre Paul Jacques Michel André Louis Henri Marcel Georges Roger René
  Robert Claude Bernard Daniel François Lucas Noah Liam Gabriel Léo Hugo Nathan Théo Tom Enzo
  Arthur Jules Adam Mathis Ethan Samuel Léon Luca David Thomas Nicolas Julien Alexandre Maxime
  Antoine Olivier Philippe Patrick Christophe Laurent Stéphane Frédéric Éric Marc Alain Gérard
  Serge Yves Raymond Albert Fernand Émile Gilbert Maurice Lucien Joseph Charles Édouard Mohamed
  Ahmed Youssef José Carlos Luis João Marco Giovanni Noé Timéo Raphaël Sacha
`);

/** Words after which a capitalised word is a person's name ("sa fille Julie", "le résident Paul"). */
export const kinWords = words(`
  fils fille mari époux épouse femme compagnon compagne conjoint conjointe frère sœur père mère
  grand-père grand-mère petit-fils petite-fille neveu nièce oncle tante cousin cousine beau-père
  belle-mère beau-fils belle-fille filleul filleule ami amie voisin voisine collègue bébé famille
  enfant élève résident résidente patient patiente pensionnaire bénéficiaire usager usagère garçon
  fillette petit petite ado adolescent adolescente papi papy mamie mamy
`);

/** Capitalised words that are never a name: sentence starts, days, months, conditions named
 * after people (Alzheimer, Parkinson…), family words used as names ("Maman"). */
export const notNames = words(`
  Elle Elles Il Ils Le La Les Un Une Des Du De Et Ou Mais Donc Car Ni Or Je Tu On Nous Vous Ce Cet
  Cette Ces Ça Ca Mon Ma Mes Son Sa Ses Notre Votre Leur Leurs Depuis Quand Lorsque Alors Après
  Apres Avant Hier Demain Aujourd Puis Ensuite Pendant Chaque Tous Tout Toute Toutes Parfois
  Souvent Toujours Jamais Si Comme Pour Par Avec Sans Sur Sous Dans En Au Aux À Qui Que Quoi
  Comment Pourquoi Où Est Oui Non Merci Bonjour Bonsoir Salut Lundi Mardi Mercredi Jeudi Vendredi
  Samedi Dimanche Janvier Février Mars Avril Mai Juin Juillet Août Septembre Octobre Novembre
  Décembre Noël Pâques Alzheimer Parkinson Asperger Down Rett Huntington Korsakoff Lewy Tourette
  Angelman Prader Willi Dravet Duchenne Crohn Charcot Covid Dys Autiste Maman Papa Mamie Papi Papy
  Mamy Madame Monsieur Mademoiselle Docteur Mme Mmes Mlle Mlles Mr Mrs Ms Dr Dre Pr Sophia Nord Sud
  Ouest Montessori Gineste Marescotti Feil Kitwood Rogers Schopler Piaget Dolto Freud Winnicott Bowlby
  Snoezelen Humanitude Makaton Braille
`);

/** Lower-case words that are not a name after "mme", "je m'appelle"… typed in lower case. */
export const notLowerNames = words(`
  est a et ou le la les de du des ne se sa son ses y en qui que dit va fait refuse pas plus jamais
  comme toujours souvent encore aussi bien vraiment donc alors au aux un une moi lui elle il ma
  mon mes quand pour avec sans tout tous toute chaque parfois maman papa mamie papi madame
  monsieur docteur sur dans par beaucoup cesse
`);

/** Words right after a street number that make it a count, not a house number ("2 fois"). */
export const unitWords = words(`
  fois an ans jour jours mois semaine semaines heure heures h min minute minutes mg g kg ml cl l
  km m cm x enfants enfant personnes résidents élèves places lits chambres étages pas
`);

/** Normalised words right before a full date that make it an event, not a birth ("depuis le"). */
export const eventWords = words(`
  depuis des du au jusque entre apres avant hospitalis* admis* arrive* entre* tombe* chute*
  decede* mort* opere* rdv rendez partir diagnostique* demenage* installe* transfere* sorti* vu*
  eu
`);
